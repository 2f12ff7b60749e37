// PostgreSQL's CPU time, read from /proc, for the benches' "CPU per request" figures.
const fs = require('node:fs');

/** CPU seconds (user + system) of the PostgreSQL server: the postmaster, its live children and the children it reaped; null without /proc. */
function postgresCpuSeconds(postmasterPid) {
  const fields = (pid) => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields from the 3rd (state) on
  };
  try {
    const pm = fields(postmasterPid);
    let ticks = Number(pm[11]) + Number(pm[12]) + Number(pm[13]) + Number(pm[14]); // utime stime cutime cstime
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const f = fields(entry);
        if (Number(f[1]) === postmasterPid) ticks += Number(f[11]) + Number(f[12]);
      } catch {
        // the process ended meanwhile
      }
    }
    return ticks / 100; // USER_HZ
  } catch {
    return null;
  }
}

module.exports = { postgresCpuSeconds };
