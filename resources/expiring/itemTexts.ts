import { useTranslate } from 'react-admin';
import { useApiValue } from '../../src/components/ApiValue';
import { useFormatters } from '../../src/components/formatting';
import type { ForecastItem, ForecastProducer } from './forecastRules';
import type { PortalType } from '../../src/portal/types';
import { producerPaths } from '../../src/routing/producerPaths';

export const text = (key: string) => `resources.expiring.${key}`;

export const itemPath = (item: ForecastItem) => {
    if (item.producer) return producerPaths.detail(item.producer.id);
    if (item.kind === 'license') return '/licenses';
    if (item.kind === 'eando') return '/e-and-os';
    return item.contractId === undefined ? '/contracts' : `/contracts/${encodeURIComponent(String(item.contractId))}`;
};

export const useItemTexts = (portalType: PortalType, producerName: (producer: ForecastProducer) => string) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const shown = useApiValue();
    return (item: ForecastItem) => {
        const what =
            item.kind === 'license'
                ? translate(text('item.license'), {
                      state: item.state,
                      number: item.licenseNumber,
                      type: shown('licenseType', item.licenseType).text,
                  })
                : item.kind === 'eando'
                  ? translate(text('item.eando'), { number: item.policyNumber, issuer: item.issuedBy })
                  : translate(text('item.rts'), { carrier: item.carrier, year: item.planYear });
        const day = date(item.date);
        const when =
            item.window === 'expired'
                ? translate(text(item.kind === 'rts' ? 'item.lapsed' : 'item.expired'), {
                      date: day,
                      smart_count: -item.daysLeft,
                  })
                : item.daysLeft === 0
                  ? translate(text('item.expiresToday'), { date: day })
                  : translate(text(item.kind === 'rts' ? 'item.lapses' : 'item.expires'), {
                        date: day,
                        smart_count: item.daysLeft,
                    });
        const whose = item.producer
            ? translate(text('item.producer'), { name: producerName(item.producer) })
            : translate(text(`item.own.${portalType}`));
        const detail =
            item.kind === 'rts'
                ? translate(text(`item.coming.${item.coming}`), { year: item.comingPlanYear })
                : undefined;
        return { what, when, whose, detail };
    };
};
