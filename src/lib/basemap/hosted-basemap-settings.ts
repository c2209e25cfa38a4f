// The hosted basemap's settings as plain rules, shared by the client and the build (vite.config.ts): which kind of
// basemap a URL names, the provider's credit as MapLibre's attribution control takes it, and when a credit is missing.

/** A URL with {z} is a raster tile template; any other URL is a MapLibre style. */
export function isRasterTileTemplate(url: string): boolean {
  return url.includes('{z}');
}

/** MapLibre's attribution control writes its entries as HTML; a credit is plain text, so it goes in escaped. */
export function creditHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * What the build should warn about: a raster template without VITE_BASEMAP_ATTRIBUTION shows the provider's tiles
 * with no credit (a vector style carries its own sources' credits), and a credit without a hosted basemap is unused.
 */
export function basemapCreditWarning(settings: { styleUrl?: string | undefined; attribution?: string | undefined }): string | null {
  const styleUrl = settings.styleUrl?.trim() || undefined;
  const attribution = settings.attribution?.trim() || undefined;
  if (styleUrl && isRasterTileTemplate(styleUrl) && !attribution) {
    return (
      `VITE_BASEMAP_STYLE_URL is a raster tile template (${styleUrl}) but VITE_BASEMAP_ATTRIBUTION is not set: ` +
      "the map will show the provider's tiles without the credit its terms require. Set VITE_BASEMAP_ATTRIBUTION " +
      "to that credit (for example '© OpenStreetMap contributors') and rebuild."
    );
  }
  if (!styleUrl && attribution) {
    return 'VITE_BASEMAP_ATTRIBUTION is set but VITE_BASEMAP_STYLE_URL is not: the built-in basemap is drawn, and the credit is not shown.';
  }
  return null;
}
