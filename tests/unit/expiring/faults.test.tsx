import { expiringFaults } from '../../faults/expiring';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the expiry forecast', expiringFaults);
