import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../ui/Icons';

const actions: ReadonlyArray<{ to: string; title: string; text: string; icon: IconName }> = [
  { to: '/booking', title: 'Book a Bay', text: 'Reserve your next session', icon: 'calendar' },
  { to: '/events', title: 'Events', text: 'Tournaments and private events', icon: 'trophy' },
  { to: '/membership', title: 'Membership', text: 'Plans and benefits', icon: 'star' },
  { to: '/contact', title: 'Contact', text: 'Questions? We are here', icon: 'map' },
];

/** The four quick-action tiles (version A; version B's three are among them). */
export function QuickActions() {
  return (
    <nav className="dash-quick" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title">Quick actions</h2>
      <ul>
        {actions.map((a) => (
          <li key={a.to}>
            <Link to={a.to} className="dash-quick-tile">
              <span className="icon-badge">
                <Icon name={a.icon} />
              </span>
              <span>
                <strong>{a.title}</strong>
                <span className="muted">{a.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
