import { runFaultMatrix } from '../faultMatrix';
import { agingFaults } from './faults';

runFaultMatrix('faults of aging pending contracts and the missed-commission check', agingFaults);
