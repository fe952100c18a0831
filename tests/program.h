// Runs a command line as a user would (through /bin/sh) and measures it: its
// standard output, how it ended, its peak memory and its time. For tests
// that hold a program to bounds on hostile input.
#pragma once

#include <string>

struct ProgramRun {
  std::string out;          // standard output
  int status = -1;          // exit status; -1 when killed by a signal
  int signal = 0;           // the signal that killed it, if one did
  long max_rss_kb = 0;      // peak resident memory of the command
  double seconds = 0;       // wall time
};

ProgramRun run_program(const std::string& shell_command);

// `arbiter ARGS`, standard error discarded.
inline std::string arbiter_command(const std::string& args) {
  return std::string(ARBITER_BIN) + " " + args + " 2>/dev/null";
}
