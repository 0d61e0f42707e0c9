import { scopeFaults } from '../../e2e/scopes/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the SOA pages', scopeFaults);
