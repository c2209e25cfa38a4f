// "No parcel here": the point is on a street or between lots; both tabs say so, and no analysis is offered there.

export const NO_PARCEL_TITLE = 'No parcel here';
export const NO_PARCEL_TEXT = 'This point is on a street or between lots. The zoning shown is the zoning at the point; click inside a lot to see its parcel.';
export const NO_PARCEL_ANALYSIS_TEXT = 'A brief is about a parcel: click inside a lot, or search for its address, to analyse it.';

export function NoParcelNotice({ text = NO_PARCEL_TEXT }: { text?: string }) {
  return (
    <div className="notice notice--warning" role="status">
      <p className="place-panel__notice-title">{NO_PARCEL_TITLE}</p>
      <p className="place-panel__notice-text">{text}</p>
    </div>
  );
}
