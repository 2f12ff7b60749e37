/// <reference types="@testing-library/jest-dom" />
// Types of the jest-dom matchers (toBeInTheDocument, ...) for this package's tests.
