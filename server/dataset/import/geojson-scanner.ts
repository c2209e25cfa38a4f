// Splits a GeoJSON FeatureCollection into its features as its bytes arrive, so a file of any size is read one
// feature at a time: the scanner follows only the structure (strings, brackets, the top-level keys) and hands each
// feature's own text to JSON.parse. The other top-level members (type, name, crs) are small and kept whole.

import type { InputPlace } from './import-error';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const NEWLINE = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;
const RETURN = 0x0d;

/** The file is not a readable FeatureCollection; `place` says where the scanner was. */
export class GeoJsonScanError extends Error {
  override readonly name = 'GeoJsonScanError';
  constructor(
    message: string,
    readonly place: InputPlace,
  ) {
    super(message);
  }
}

export interface ScannedFeature {
  /** 1 for the collection's first feature. */
  number: number;
  /** The line its text starts on. */
  line: number;
  value: unknown;
}

type Capture = { kind: 'key' | 'value' | 'feature'; parts: Buffer[]; start: number };

/** `urn:ogc:def:crs:OGC:1.3:CRS84` and EPSG:4326 are longitude/latitude on WGS 84, what GeoJSON means by default. */
const WGS84 = /CRS84|EPSG:{1,2}4326$|EPSG:4326/i;

function crsName(crs: unknown): string | undefined {
  if (typeof crs !== 'object' || crs === null) return undefined;
  const properties = (crs as { properties?: { name?: unknown } }).properties;
  return typeof properties?.name === 'string' ? properties.name : undefined;
}

export class FeatureCollectionScanner {
  /** The top-level members other than `features`, once read. */
  readonly header: Record<string, unknown> = {};
  private readonly closers: number[] = [];
  private inString = false;
  private escaped = false;
  private line = 1;
  private started = false;
  private finished = false;
  private expectKey = false;
  private key: string | null = null;
  private inFeatures = false;
  private sawFeatures = false;
  private capture: Capture | null = null;
  private featureLine = 0;
  private count = 0;
  private firstChunk = true;

  /** Features begun so far (the last may still be incomplete). */
  get featuresBegun(): number {
    return this.count;
  }

  /** Scans the next bytes; returns the features they completed, in order. */
  push(chunk: Buffer): ScannedFeature[] {
    const done: ScannedFeature[] = [];
    let i = 0;
    if (this.firstChunk) {
      this.firstChunk = false;
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) i = 3; // a UTF-8 byte-order mark
    }
    if (this.capture) this.capture.start = i;
    for (; i < chunk.length; i += 1) {
      const c = chunk[i]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) {
          this.inString = false;
          if (this.capture?.kind === 'key') this.key = String(this.finishCapture(chunk, i + 1));
        }
        continue;
      }
      if (c === NEWLINE) {
        this.line += 1;
        continue;
      }
      if (c === SPACE || c === TAB || c === RETURN) continue;
      if (this.finished) throw this.error('has more text after the end of its JSON');
      if (!this.started) {
        if (c !== OPEN_BRACE) throw this.error(`is not a GeoJSON object: it starts with "${String.fromCharCode(c)}"`);
        this.started = true;
        this.closers.push(CLOSE_BRACE);
        this.expectKey = true;
        continue;
      }
      const depth = this.closers.length;
      switch (c) {
        case QUOTE:
          this.inString = true;
          if (depth === 1 && this.expectKey) {
            this.expectKey = false;
            this.capture = { kind: 'key', parts: [], start: i };
          } else if (depth === 2 && this.inFeatures) {
            throw this.error(`its features[${this.count}] is not an object`);
          }
          break;
        case OPEN_BRACE:
        case OPEN_BRACKET:
          if (depth === 1 && this.key === 'features' && c === OPEN_BRACKET && this.capture?.kind === 'value') {
            // The features array is never kept whole: its elements are captured one by one instead.
            this.capture = null;
            this.inFeatures = true;
            this.sawFeatures = true;
          } else if (depth === 2 && this.inFeatures) {
            if (c !== OPEN_BRACE) throw this.error(`its features[${this.count}] is not an object`);
            this.count += 1;
            this.featureLine = this.line;
            this.capture = { kind: 'feature', parts: [], start: i };
          }
          this.closers.push(c === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET);
          break;
        case CLOSE_BRACE:
        case CLOSE_BRACKET:
          if (this.closers.pop() !== c) throw this.error(`has an unexpected "${String.fromCharCode(c)}"`);
          if (depth === 3 && this.inFeatures && this.capture?.kind === 'feature') {
            done.push({ number: this.count, line: this.featureLine, value: this.finishCapture(chunk, i + 1) });
          } else if (depth === 2 && this.inFeatures) {
            this.inFeatures = false;
          } else if (depth === 1) {
            if (this.capture?.kind === 'value') this.keepHeaderValue(this.finishCapture(chunk, i));
            this.finished = true;
          }
          break;
        case COLON:
          if (depth === 1) {
            if (this.key === null) throw this.error('has a ":" where a member name should be');
            this.capture = { kind: 'value', parts: [], start: i + 1 };
          }
          break;
        case COMMA:
          if (depth === 1) {
            if (this.capture?.kind === 'value') this.keepHeaderValue(this.finishCapture(chunk, i));
            this.key = null;
            this.expectKey = true;
          }
          break;
        default:
          if (depth === 2 && this.inFeatures) throw this.error(`its features[${this.count}] is not an object`);
      }
    }
    if (this.capture) this.capture.parts.push(chunk.subarray(this.capture.start));
    return done;
  }

  /** Call once the file has ended: throws when it stopped mid-way; returns a lone top-level Feature, if that was it. */
  end(): ScannedFeature[] {
    if (!this.started) throw this.error('is empty');
    if (!this.finished || this.inString) {
      throw this.error('ends before its JSON is complete (the file looks truncated)');
    }
    const type = this.header.type;
    if (type === 'Feature') return [{ number: 1, line: 1, value: { ...this.header } }];
    if (!this.sawFeatures) {
      throw this.error(`is not a GeoJSON FeatureCollection (${type === undefined ? 'it has no "features" array' : `its type is ${JSON.stringify(type)}`})`);
    }
    return [];
  }

  private finishCapture(chunk: Buffer, endExclusive: number): unknown {
    const capture = this.capture!;
    this.capture = null;
    capture.parts.push(chunk.subarray(capture.start, endExclusive));
    const text = capture.parts.length === 1 ? capture.parts[0]!.toString('utf8') : Buffer.concat(capture.parts).toString('utf8');
    try {
      return JSON.parse(text);
    } catch (error) {
      const what = capture.kind === 'feature' ? 'is not valid JSON' : `has an unreadable "${this.key ?? 'member name'}"`;
      const place: InputPlace = capture.kind === 'feature' ? { feature: this.count, line: this.featureLine } : { line: this.line };
      throw new GeoJsonScanError(`${what} (${error instanceof Error ? error.message : String(error)})`, place);
    }
  }

  private keepHeaderValue(value: unknown): void {
    const key = this.key!;
    if (key === 'crs') {
      const name = crsName(value);
      if (name !== undefined && !WGS84.test(name)) {
        throw this.error(`is in the coordinate system ${name}; the importer reads WGS 84 longitude/latitude (EPSG:4326) files`);
      }
    }
    this.header[key] = value;
  }

  private error(problem: string): GeoJsonScanError {
    return new GeoJsonScanError(problem, { ...(this.count > 0 ? { feature: this.count } : {}), line: this.line });
  }
}
