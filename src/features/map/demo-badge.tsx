// "Demo data" on the map whenever the dataset is the generated demo, not the City's data.
import './map.css';

export function DemoBadge() {
  return (
    <p className="demo-badge" title="This map shows generated demo data, not the City of Toronto's zoning">
      Demo data
    </p>
  );
}
