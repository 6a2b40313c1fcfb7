import { visualSuite } from './suite.tsx';

// Part 2 of 2 of the visual suite (./suite.tsx): two files, so two browser tabs share the work.
visualSuite(1, 2);
