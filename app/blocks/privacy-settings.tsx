import { useId, useState } from 'react';
import { useT, type MessageId } from '../i18n/i18n';
import { CONSENT_SERVICES, useConsent, type ConsentService } from '../embeds/consent';
import type { PrivacySettingsBlock } from './types';
import { BlockSection } from './block-section';

const LABELS: Record<ConsentService, { label: MessageId; help: MessageId }> = {
  maps: { label: 'consent.maps', help: 'consent.mapsHelp' },
  video: { label: 'consent.video', help: 'consent.videoHelp' },
};

/**
 * The privacy page's switches: one per third-party service, showing the choice remembered on
 * this device; turning one off withdraws the consent (open pages follow at once).
 */
export function PrivacySettings({ block }: { block: PrivacySettingsBlock }) {
  const t = useT();
  const [saved, setSaved] = useState(false);
  return (
    <BlockSection heading={Boolean(block.heading)} className="block privacy-settings">
      <div className="container">
        {block.heading ? <h2 className="block__heading">{block.heading}</h2> : null}
        {block.text ? <p className="privacy-settings__text">{block.text}</p> : null}
        <ul className="privacy-settings__list" role="list">
          {CONSENT_SERVICES.map((service) => (
            <Setting key={service} service={service} onChange={() => setSaved(true)} />
          ))}
        </ul>
        <p className="privacy-settings__saved" role="status">
          {saved ? t('consent.saved') : ''}
        </p>
      </div>
    </BlockSection>
  );
}

function Setting({ service, onChange }: { service: ConsentService; onChange: () => void }) {
  const t = useT();
  const id = useId();
  const [granted, setGranted] = useConsent(service);
  return (
    <li className="privacy-setting">
      <input
        id={id}
        className="privacy-setting__switch"
        type="checkbox"
        role="switch"
        checked={granted}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          setGranted(event.target.checked);
          onChange();
        }}
      />
      <label htmlFor={id} className="privacy-setting__label">
        {t(LABELS[service].label)}
      </label>
      <p id={`${id}-help`} className="privacy-setting__help">
        {t(LABELS[service].help)}
      </p>
    </li>
  );
}
