import { runFaultMatrix } from '../faultMatrix';
import { scopeFaults } from '../../faults/scopes';

runFaultMatrix('faults of the SOA pages', scopeFaults);
