import { runFaultMatrix } from '../faultMatrix';
import { expiringFaults } from '../../faults/expiring';

runFaultMatrix('faults of the expiry forecast', expiringFaults);
