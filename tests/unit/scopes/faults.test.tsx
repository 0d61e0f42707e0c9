import { scopeFaults } from '../../faults/scopes';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the SOA pages', scopeFaults);
