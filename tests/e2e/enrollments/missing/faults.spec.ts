import { runFaultMatrix } from '../../faultMatrix';
import { missingCommissionFaults } from './faults';

runFaultMatrix('faults of the missed-commission check', missingCommissionFaults);
