import { useRootData } from '../root-data';
import { useT } from '../i18n/i18n';

/** Social icons from the social_media global; each link named by its label. */
export function SocialLinks() {
  const t = useT();
  const social = useRootData()?.shell.social ?? [];
  if (social.length === 0) return null;
  return (
    <ul className="social-links" role="list" aria-label={t('shell.socialMedia')}>
      {social.map((link) => (
        <li key={link.url}>
          <a href={link.url} rel="noopener" aria-label={link.label} className="social-links__link">
            {link.icon ? <img src={link.icon.url} alt="" width={22} height={22} loading="lazy" decoding="async" /> : link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
