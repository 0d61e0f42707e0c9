import { expiringFaults } from '../../e2e/expiring/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the expiry forecast', expiringFaults);
