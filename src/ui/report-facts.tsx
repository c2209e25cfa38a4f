import type { SavedReport } from '../lib/api/reports';
import { formatReportDate } from './report-date';

/** A report's id, address, zone and date, as a row of the reports list shows them (online or kept on the device). */
export function ReportFacts({ report }: { report: Pick<SavedReport, 'report_id' | 'address' | 'zone_code' | 'created_at'> }) {
  return (
    <>
      <p className="reports-list__id">{report.report_id}</p>
      <p className="reports-list__address">{report.address || 'Address not recorded'}</p>
      <p className="reports-list__meta">
        Zone <span className="reports-list__zone">{report.zone_code || 'not recorded'}</span> ·{' '}
        <time dateTime={report.created_at}>{formatReportDate(report.created_at)}</time>
      </p>
    </>
  );
}
