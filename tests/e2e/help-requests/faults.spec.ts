import { runFaultMatrix } from '../faultMatrix';
import { helpRequestFaults } from './faults';

runFaultMatrix('faults of the help requests pages', helpRequestFaults);
