import { Button } from '@nyaya/shared-design';
import { useShellTranslation } from '../../../i18n';
import type { ShellResources } from '../../../i18n/en';
import {
  ClockIcon,
  LanguagesIcon,
  MicIcon,
  PhoneIcon,
  RupeeIcon,
  ShieldIcon,
} from '../../../ui/icons';
import { Container } from '../../../ui/layout';
import { openAiLawyer, openCallback } from '../../overlays/openers';
import {
  Grid,
  IconBadge,
  Section,
  SectionHeading,
  SectionLead,
  Tile,
  TileAction,
  type IconComponent,
} from './landingLayout';

interface Feature {
  key: Exclude<keyof ShellResources['landing']['features'], 'heading' | 'lead'>;
  icon: IconComponent;
  id?: string;
  action?: { label: string; onClick: () => void };
}

export function FeaturesSection() {
  const { t } = useShellTranslation();
  const features: Feature[] = [
    { key: 'confidentiality', icon: ShieldIcon },
    { key: 'pricing', icon: RupeeIcon, id: 'pricing' },
    { key: 'availability', icon: ClockIcon },
    { key: 'languages', icon: LanguagesIcon },
    {
      key: 'aiLawyer',
      icon: MicIcon,
      action: { label: t('landing.features.aiLawyer.action'), onClick: openAiLawyer },
    },
    {
      key: 'talkToUs',
      icon: PhoneIcon,
      action: { label: t('landing.features.talkToUs.action'), onClick: openCallback },
    },
  ];
  return (
    <Section id="about" aria-labelledby="features-title">
      <Container>
        <SectionHeading id="features-title">{t('landing.features.heading')}</SectionHeading>
        <SectionLead>{t('landing.features.lead')}</SectionLead>
        <Grid $min="18rem">
          {features.map(({ key, icon: FeatureIcon, id, action }) => (
            <Tile key={key} id={id} tabIndex={id ? -1 : undefined}>
              <IconBadge $accent={Boolean(action)}>
                <FeatureIcon />
              </IconBadge>
              <h3>{t(`landing.features.${key}.title`)}</h3>
              <p>{t(`landing.features.${key}.text`)}</p>
              {action && (
                <TileAction>
                  <Button variant="outline" onClick={action.onClick}>
                    {action.label}
                  </Button>
                </TileAction>
              )}
            </Tile>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
