// Async boundary so shared modules are negotiated before any of them is used (no eager).
import('./bootstrap');
