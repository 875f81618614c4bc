import { useRootData } from '../root-data';
import { useT } from '../i18n/i18n';
import { Newsletter } from './newsletter';
import { SocialLinks } from './social-links';
import { SmartLink } from './ui/smart-link';

/** Call to action with the newsletter form, navigation columns, copyright, meta links and social icons. */
export function SiteFooter() {
  const t = useT();
  const shell = useRootData()?.shell;
  if (!shell) return null;
  const { cta } = shell;
  return (
    <footer className="site-footer">
      {cta ? (
        <section className="footer-cta" aria-labelledby="footer-cta-title">
          <div className="footer-cta__text">
            <h2 id="footer-cta-title">{cta.title}</h2>
            {cta.links.length ? (
              <div className="footer-cta__links">
                {cta.links.map((link, i) => (
                  <SmartLink key={link.url} to={link.url} className={i === 0 ? 'button' : 'button button--secondary'}>
                    {link.label}
                  </SmartLink>
                ))}
              </div>
            ) : null}
          </div>
          <div className="footer-cta__form">
            <h3>{cta.formTitle}</h3>
            <p>{cta.formDescription}</p>
            <Newsletter src={cta.newsletterSrc} title={cta.formTitle} />
          </div>
        </section>
      ) : null}
      <nav className="footer-nav" aria-label={t('shell.footerNavigation')}>
        {shell.footer.map((column) => (
          <div key={column.id} className="footer-nav__column">
            <h2 className="footer-nav__title">{column.url ? <SmartLink to={column.url}>{column.title}</SmartLink> : column.title}</h2>
            <ul>
              {column.children.map((link) => (link.url ? <li key={link.id}><SmartLink to={link.url} externalIcon>{link.title}</SmartLink></li> : null))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="footer-bottom">
        <p className="footer-bottom__copyright">{shell.copyright}</p>
        <nav aria-label={t('shell.metaNavigation')}>
          <ul className="inline-links">
            {shell.meta.map((link) => (link.url ? <li key={link.id}><SmartLink to={link.url}>{link.title}</SmartLink></li> : null))}
          </ul>
        </nav>
        <SocialLinks />
      </div>
    </footer>
  );
}
