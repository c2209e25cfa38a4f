// The map's floating buttons (spec §2): Home, Legal, Pricing, Contact Us.
import { Link } from 'react-router-dom';
import './map.css';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/legal', label: 'Legal' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact Us' },
] as const;

export function FloatingNav() {
  return (
    <nav className="floating-nav" aria-label="Site">
      {LINKS.map((link) => (
        <Link key={link.to} className="floating-nav__link" to={link.to}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
