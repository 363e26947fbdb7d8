// Placeholder (issue 6): the queries of this file are being written.
export {};
