import {
  Badge,
  Button,
  Card,
  CardContent,
  ToggleChip,
  VisuallyHidden,
  focusRing,
} from '@nyaya/shared-design';
import { CONSULTATION_LANGUAGES, LEGAL_SPECIALIZATIONS } from '@nyaya/db';
import { domainLabel } from '@nyaya/shared-platform';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { FilterSelect } from './FilterSelect';
import {
  FILTER_CITIES,
  MIN_EXPERIENCE_OPTIONS,
  MIN_RATING_OPTIONS,
  hasActiveFilters,
  type LawyerSearchFilters,
  type MinimumFilterOption,
} from './model/filters';

export interface FilterCardProps {
  filters: LawyerSearchFilters;
  onChange: (change: Partial<LawyerSearchFilters>) => void;
  onClearAll: () => void;
}

// The options that stand for "no city filter" and "no language filter".
const ALL_CITIES = 'all';
const ALL_LANGUAGES = 'all';

const Content = styled(CardContent)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.25rem;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/*
 * Below the sm breakpoint (640 px) the card shows only a 'Filters' disclosure button (and
 * 'Clear All'): the chips and selects would fill a phone's first screen. From sm up the heading
 * and the filters show as they always did. CSS decides, so the prerendered page (docs/adr/0024)
 * is already right for the screen before any script runs. The hiding rules are the ones inside
 * a media query, so a renderer without media queries shows everything.
 */
const BELOW_SM = '@media not all and (min-width: 40em)';

const WideHeading = styled(Heading)`
  ${BELOW_SM} {
    display: none;
  }
`;

const NarrowHeading = styled(Heading)`
  ${({ theme }) => theme.media.sm} {
    display: none;
  }
`;

const DisclosureButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  margin-left: -${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primary.subtle};
  }

  ${focusRing}
`;

const Chevron = styled.svg<{ $open: boolean }>`
  transform: rotate(${({ $open }) => ($open ? 180 : 0)}deg);
`;

const FilterFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${BELOW_SM} {
    &[data-expanded='false'] {
      display: none;
    }
  }
`;

const GroupLabel = styled.p`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Selects = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`;

/** The filters of this card that narrow the list (the search box has its own place). */
export function activeFilterCount(filters: LawyerSearchFilters): number {
  return [
    filters.specialization,
    filters.minRating,
    filters.minExperience,
    filters.city,
    filters.language,
  ].filter((value) => value !== null && value !== undefined).length;
}

function minimumValue(min: number | null | undefined, options: readonly MinimumFilterOption[]) {
  return options.find((option) => option.min === (min ?? null))?.value ?? 'any';
}

function minimumFromValue(value: string, options: readonly MinimumFilterOption[]) {
  return options.find((option) => option.value === value)?.min ?? null;
}

/**
 * Specialization chips, the rating, experience, location and language selects and 'Clear All'
 * (docs/product/public-site.md). Options show in the page's language; their values are the
 * stored English names and codes, so links are the same in both languages.
 */
export function FilterCard({ filters, onChange, onClearAll }: FilterCardProps) {
  const { t } = useRemoteTranslation();
  const headingId = useId();
  const specializationId = useId();
  const fieldsId = useId();
  // Collapsed on phones at first; wider screens show the filters whatever this says.
  const [expanded, setExpanded] = useState(false);
  const activeCount = activeFilterCount(filters);

  const ratingOptions = MIN_RATING_OPTIONS.map((option) => ({
    value: option.value,
    label:
      option.min === null ? t('filters.anyRating') : t('filters.minRating', { count: option.min }),
  }));
  const experienceOptions = MIN_EXPERIENCE_OPTIONS.map((option) => ({
    value: option.value,
    label:
      option.min === null
        ? t('filters.anyExperience')
        : t('filters.minExperience', { count: option.min }),
  }));
  const cityOptions = [
    { value: ALL_CITIES, label: t('filters.allCities') },
    ...FILTER_CITIES.map((city) => ({ value: city, label: t(`filters.cities.${city}`) })),
  ];
  const languageOptions = [
    { value: ALL_LANGUAGES, label: t('filters.allLanguages') },
    ...CONSULTATION_LANGUAGES.map((code) => ({
      value: code,
      label: domainLabel('languages', code),
    })),
  ];

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Content>
        <Header>
          <WideHeading id={headingId}>{t('filters.title')}</WideHeading>
          <NarrowHeading>
            <DisclosureButton
              type="button"
              aria-expanded={expanded}
              aria-controls={fieldsId}
              onClick={() => setExpanded((open) => !open)}
            >
              {t('filters.title')}
              {activeCount > 0 && (
                <>
                  <Badge tone="primary" appearance="solid" aria-hidden="true">
                    {activeCount}
                  </Badge>
                  <VisuallyHidden>
                    {t('filters.activeCount', { count: activeCount })}
                  </VisuallyHidden>
                </>
              )}
              <Chevron
                $open={expanded}
                width="16"
                height="16"
                viewBox="0 0 24 24"
                fill="none"
                aria-hidden="true"
              >
                <path
                  d="m6 9 6 6 6-6"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </Chevron>
            </DisclosureButton>
          </NarrowHeading>
          {hasActiveFilters(filters) && (
            <Button variant="ghost" size="sm" onClick={onClearAll}>
              {t('filters.clearAll')}
            </Button>
          )}
        </Header>

        <FilterFields id={fieldsId} data-expanded={expanded}>
          <div role="group" aria-labelledby={specializationId}>
            <GroupLabel id={specializationId}>{t('filters.specialization')}</GroupLabel>
            <Chips>
              <ToggleChip
                pressed={!filters.specialization}
                onClick={() => onChange({ specialization: null })}
              >
                {t('filters.allSpecializations')}
              </ToggleChip>
              {LEGAL_SPECIALIZATIONS.map((specialization) => (
                <ToggleChip
                  key={specialization}
                  pressed={filters.specialization === specialization}
                  onPressedChange={(pressed) =>
                    onChange({ specialization: pressed ? specialization : null })
                  }
                >
                  {domainLabel('specializations', specialization)}
                </ToggleChip>
              ))}
            </Chips>
          </div>

          <Selects>
            <FilterSelect
              label={t('filters.minRatingLabel')}
              options={ratingOptions}
              value={minimumValue(filters.minRating, MIN_RATING_OPTIONS)}
              onValueChange={(value) =>
                onChange({ minRating: minimumFromValue(value, MIN_RATING_OPTIONS) })
              }
            />
            <FilterSelect
              label={t('filters.minExperienceLabel')}
              options={experienceOptions}
              value={minimumValue(filters.minExperience, MIN_EXPERIENCE_OPTIONS)}
              onValueChange={(value) =>
                onChange({ minExperience: minimumFromValue(value, MIN_EXPERIENCE_OPTIONS) })
              }
            />
            <FilterSelect
              label={t('filters.city')}
              options={cityOptions}
              value={filters.city ?? ALL_CITIES}
              onValueChange={(value) =>
                onChange({ city: FILTER_CITIES.find((city) => city === value) ?? null })
              }
            />
            <FilterSelect
              label={t('filters.language')}
              options={languageOptions}
              value={filters.language ?? ALL_LANGUAGES}
              onValueChange={(value) =>
                onChange({ language: CONSULTATION_LANGUAGES.find((code) => code === value) ?? null })
              }
            />
          </Selects>
        </FilterFields>
      </Content>
    </Card>
  );
}
