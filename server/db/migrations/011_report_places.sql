-- Where each report was made (issue 11 point 3, "open on the map" from a report): the analysed point and the PARCELID
-- of the parcel there, so the reports list links to /map?lat=…&lng=…&parcel=…. Reports made before this migration
-- have none and show no link; a point with no parcel keeps its point and a null parcel_id. The columns are plain ones of
-- reports, so 007's row-level policy (user_id = auth.uid()) and the realtime publication carry them unchanged.
alter table reports add column lat double precision, add column lng double precision, add column parcel_id text;
alter table reports add constraint reports_point_whole check ((lat is null) = (lng is null) and (parcel_id is null or lat is not null));
