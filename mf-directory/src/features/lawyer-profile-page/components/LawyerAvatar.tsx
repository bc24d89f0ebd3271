import { useState } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { initials } from '../../lawyer-directory/model/format';

const SIZE = '6rem';

const Photo = styled.img`
  flex-shrink: 0;
  width: ${SIZE};
  height: ${SIZE};
  border-radius: ${({ theme }) => theme.radii.full};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Initials = styled.span`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${SIZE};
  height: ${SIZE};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.tones.primary.background};
  color: ${({ theme }) => theme.colors.tones.primary.text};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface LawyerAvatarProps {
  /** The name as shown, fallback included. */
  name: string;
  pictureUrl: string | null;
}

/** The lawyer's photo; their initials when there is none or it fails to load. */
export function LawyerAvatar({ name, pictureUrl }: LawyerAvatarProps) {
  const { t } = useRemoteTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (pictureUrl && pictureUrl !== failedUrl) {
    return (
      <Photo
        src={pictureUrl}
        alt={t('profile.photoAlt', { name })}
        onError={() => setFailedUrl(pictureUrl)}
      />
    );
  }
  // The name is the heading beside it; the letters would only repeat it.
  return (
    <Initials aria-hidden="true" translate="no" data-testid="lawyer-initials">
      {initials(name)}
    </Initials>
  );
}
