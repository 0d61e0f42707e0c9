import { runFaultMatrix } from '../faultMatrix';
import { expiringFaults } from './faults';

runFaultMatrix('faults of the expiry forecast', expiringFaults);
