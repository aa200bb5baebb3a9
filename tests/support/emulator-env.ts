// Imported first by every support module: firebase-admin must see these before it loads (see GUIDE.md, Network).
import '../../server/local/apply-emulator-env.js';
