// A hosted vector basemap style under ours: its ground first, then our layers, then its labels on top.
import type { StyleSpecification } from 'maplibre-gl';

/** The key of our style's metadata that names a hosted vector style for the map adapter to fetch. */
export const HOSTED_STYLE_METADATA = 'zonebrief:hosted-basemap-style';

/** The hosted style's URL when our style asks for one. */
export function hostedStyleUrl(style: Pick<StyleSpecification, 'metadata'>): string | null {
  const metadata = style.metadata as Record<string, unknown> | undefined;
  const url = metadata?.[HOSTED_STYLE_METADATA];
  return typeof url === 'string' ? url : null;
}

/**
 * Our sources added to the hosted style's, and our layers put just under its first label layer, so its streets and
 * water lie under the zoning while its names stay readable above it.
 */
export function underlayHostedStyle(hosted: StyleSpecification, ours: StyleSpecification): StyleSpecification {
  const firstLabel = hosted.layers.findIndex((layer) => layer.type === 'symbol');
  const split = firstLabel === -1 ? hosted.layers.length : firstLabel;
  return {
    ...hosted,
    sources: { ...hosted.sources, ...ours.sources },
    layers: [...hosted.layers.slice(0, split), ...ours.layers, ...hosted.layers.slice(split)],
  };
}
