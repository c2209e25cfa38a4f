import { describe, expect, it } from 'vitest';
import type { AddressPoint, Dataset } from '../../../src/lib/spatial/schema';
import { createSpatialService } from '../../spatial/spatial-service';
import { buildFixtureDataset } from '../../../tests/fixtures/fixture-dataset';
import { readBackPdf } from './read-back';
import { SAMPLE_REPORT_ID, buildSampleReport, pickSamplePlace } from './sample-report';

function address(id: number, lng: number, lat: number, full: string): AddressPoint {
  return { ADDRESS_POINT_ID: id, ADDRESS_NUMBER: String(id), LINEAR_NAME_FULL: 'Queen St W', ADDRESS_FULL: full, LONGITUDE: lng, LATITUDE: lat, MUNICIPALITY_NAME: 'Toronto' };
}

/** The fixture's zones with addresses: RD without a parcel, a former by-law area, then two CR (x345) parcels. */
function datasetWithAddresses(): Dataset {
  const dataset = buildFixtureDataset();
  return {
    ...dataset,
    addresses: [
      address(1, -79.377, 43.65, '1 No Parcel St'),
      address(2, -79.3825, 43.654, '2 Former Ave'),
      address(3, -79.38295, 43.64965, '102 Queen St W'),
      address(4, -79.38255, 43.64965, '103 Queen St W'),
    ],
  };
}

describe('sample report', () => {
  it('when the dataset is searched, then the first address on a parcel in an RD or CR zone with an exception is picked', () => {
    const dataset = datasetWithAddresses();
    const place = pickSamplePlace(dataset, createSpatialService(dataset));
    expect(place.address).toBe('102 Queen St W');
    expect(place.spatial.zone.exception).toBe(345);
  });

  it('when no address qualifies, then it says so', () => {
    const dataset = { ...datasetWithAddresses(), addresses: [address(1, -79.377, 43.65, '1 No Parcel St')] };
    expect(() => pickSamplePlace(dataset, createSpatialService(dataset))).toThrow(/No address point/);
  });

  it('when the sample is built, then it is the fixed report dated the dataset version, with the figure and the watermark', async () => {
    const { brief, pdf } = await buildSampleReport(datasetWithAddresses());
    expect(brief.reportId).toBe(SAMPLE_REPORT_ID);
    expect(brief.generatedAt).toBe('2025-01-01T12:00:00.000Z');
    const read = await readBackPdf(pdf);
    expect(read.pages[0]?.text).toContain('ZP-SAMPLE01');
    expect(read.pages[0]?.text).toContain('1 January 2025');
    expect(read.pages[0]?.text).toContain('102 Queen St W');
    expect(read.pages[0]?.items).toContain('Subject parcel');
    for (const page of read.pages) expect(page.items).toContain('DEMO DATA — NOT FOR RELIANCE');
  });

  it('when the sample is built twice from the same dataset, then the bytes are the same', async () => {
    const [first, second] = await Promise.all([buildSampleReport(datasetWithAddresses()), buildSampleReport(datasetWithAddresses())]);
    expect(Buffer.from(first.pdf).equals(Buffer.from(second.pdf))).toBe(true);
  });
});
