// "No parcel here": the point is on a street or between lots; both tabs say so, and an analysis there is asked to be
// confirmed first (no-lot-confirmation.tsx), since its brief cannot measure a lot.

export const NO_PARCEL_TITLE = 'No parcel here';
export const NO_PARCEL_TEXT = 'This point is on a street or between lots. The zoning shown is the zoning at the point; click inside a lot to see its parcel.';
export const NO_PARCEL_ANALYSIS_TEXT =
  'A brief here gives the zoning at this point, without a lot. To analyse a lot, click inside it or search for its address.';

/** Where the dataset has no property boundaries: no parcel is known anywhere, which says nothing about this point. */
export const PARCELS_NOT_LOADED_TITLE = 'Parcels not loaded';
export const PARCELS_NOT_LOADED_TEXT =
  'Property boundaries are not loaded in this dataset, so the parcel and its lot area are not known. The zoning shown is the zoning at the point.';
export const PARCELS_NOT_LOADED_ANALYSIS_TEXT =
  'Property boundaries are not loaded in this dataset, so a brief gives the zoning at the point, without a lot.';

export function NoParcelNotice({ text = NO_PARCEL_TEXT, title = NO_PARCEL_TITLE }: { text?: string; title?: string }) {
  return (
    <div className="notice notice--warning" role="status">
      <p className="place-panel__notice-title">{title}</p>
      <p className="place-panel__notice-text">{text}</p>
    </div>
  );
}
