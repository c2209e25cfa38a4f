// The performance mark the map sets when every tile of its first view has loaded and drawn ("data ready"), which the
// benchmark and the end-to-end tests time against.
export const MAP_DATA_READY_MARK = 'zonebrief:map-data-ready';
