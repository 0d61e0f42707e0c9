import { ProducerLink } from '../../src/components/ProducerLink';
import type { EnrollmentRow } from './types';

/** An enrollment's agent (agency portals): a link to the producer when the enrollment names its id. */
export const EnrollmentAgent = ({ enrollment }: { enrollment: Pick<EnrollmentRow, 'AgentId' | 'AgentName'> }) =>
    enrollment.AgentId !== null && enrollment.AgentId !== undefined ? (
        <ProducerLink agentId={enrollment.AgentId} name={enrollment.AgentName ?? String(enrollment.AgentId)} />
    ) : (
        enrollment.AgentName
    );
