import { EmptyState } from '../../src/components/States';
import { SectionCard } from '../../src/components/SectionCard';
import { LicenseStateCards } from '../../src/components/LicenseStateCards';
import type { License } from './types';

/** The producer's licenses, as the Licenses page shows them: a card per state, expired ones in red and in words. */
export const LicenseCards = ({ licenses }: { licenses: License[] }) => (
    <SectionCard title="resources.producers.detail.licenses">
        {licenses.length === 0 ? (
            <EmptyState message="common.license.noneFound" />
        ) : (
            <LicenseStateCards licenses={licenses} headingLevel="h3" />
        )}
    </SectionCard>
);
