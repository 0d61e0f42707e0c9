import { runFaultMatrix } from '../faultMatrix';
import { scopeFaults } from './faults';

runFaultMatrix('faults of the SOA pages', scopeFaults);
