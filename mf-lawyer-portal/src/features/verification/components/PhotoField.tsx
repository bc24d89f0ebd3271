import { Button, Field, Input } from '@nyaya/shared-design';
import { useEffect, useRef, useState, type Ref } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Thumbnail = styled.img`
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radii.full};
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
`;

export interface PhotoFieldProps {
  label: string;
  hint: string;
  /** The image types the input offers. */
  accept: string;
  /** A newly chosen photo, not uploaded yet. */
  photo: File | null;
  /** The stored photo's URL, shown while no new photo is chosen. */
  storedUrl: string | null;
  onPhotoChange: (photo: File | null) => void;
  onRemoveStored: () => void;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  error?: string;
}

/** The lawyer's photo: the stored one or the one just chosen, with a way to remove it. */
export function PhotoField({
  label,
  hint,
  accept,
  photo,
  storedUrl,
  onPhotoChange,
  onRemoveStored,
  inputRef,
  onBlur,
  error,
}: PhotoFieldProps) {
  const { t } = useRemoteTranslation();
  const input = useRef<HTMLInputElement | null>(null);
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);

  // A preview of the chosen file, released when it changes.
  useEffect(() => {
    if (!photo) {
      setChosenUrl(null);
      return;
    }
    const url = URL.createObjectURL(photo);
    setChosenUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const shown = chosenUrl ?? storedUrl;
  const remove = () => {
    if (photo) {
      if (input.current) input.current.value = '';
      onPhotoChange(null);
    } else {
      onRemoveStored();
    }
  };

  return (
    <Field label={label} hint={hint} error={error}>
      {shown && (
        <Preview>
          <Thumbnail src={shown} alt={t('verification.currentPhoto')} />
          <Button variant="outline" size="sm" onClick={remove}>
            {t('verification.removePhoto')}
          </Button>
        </Preview>
      )}
      <Input
        type="file"
        accept={accept}
        ref={(node: HTMLInputElement | null) => {
          input.current = node;
          if (typeof inputRef === 'function') inputRef(node);
          else if (inputRef) inputRef.current = node;
        }}
        onBlur={onBlur}
        onChange={(event) => onPhotoChange(event.currentTarget.files?.[0] ?? null)}
      />
    </Field>
  );
}
