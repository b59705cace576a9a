import type { CareerRole } from '../../../../shared/careers.js';
import { Icon } from '../../components/Icon.js';

export interface RoleCardProps {
  role: CareerRole;
}

export function RoleCard({ role }: RoleCardProps) {
  const titleId = `role-${role.id}`;
  return (
    <article className="role-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{role.title}</h3>
      <p className="role-card__summary">{role.summary}</p>
      <div className="role-card__lists">
        <div>
          <h4>What you’ll do</h4>
          <ul>
            {role.responsibilities.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4>What we look for</h4>
          <ul>
            {role.lookingFor.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="role-card__commitment">
        <Icon name="clock" size={18} />
        <span>
          <span className="visually-hidden">Commitment: </span>
          {role.commitment}
        </span>
      </p>
    </article>
  );
}
