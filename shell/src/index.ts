// Async boundary so shared singletons are negotiated before use (no eager).
import('./bootstrap');
