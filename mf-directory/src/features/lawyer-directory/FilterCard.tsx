import { Button, Card, CardContent, ToggleChip } from '@nyaya/shared-design';
import { LEGAL_SPECIALIZATIONS } from '@nyaya/shared-platform';
import { useId } from 'react';
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

// The option that stands for "no city filter".
const ALL_CITIES = 'all';

const Content = styled(CardContent)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
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

function minimumValue(min: number | null | undefined, options: readonly MinimumFilterOption[]) {
  return options.find((option) => option.min === (min ?? null))?.value ?? 'any';
}

function minimumFromValue(value: string, options: readonly MinimumFilterOption[]) {
  return options.find((option) => option.value === value)?.min ?? null;
}

/** Specialization chips, the three "minimum" selects and 'Clear All' (spec section 2). */
export function FilterCard({ filters, onChange, onClearAll }: FilterCardProps) {
  const { t } = useRemoteTranslation();
  const headingId = useId();
  const specializationId = useId();

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
    ...FILTER_CITIES.map((city) => ({ value: city, label: city })),
  ];

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Content>
        <Header>
          <Heading id={headingId}>{t('filters.title')}</Heading>
          {hasActiveFilters(filters) && (
            <Button variant="ghost" size="sm" onClick={onClearAll}>
              {t('filters.clearAll')}
            </Button>
          )}
        </Header>

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
                {specialization}
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
        </Selects>
      </Content>
    </Card>
  );
}
