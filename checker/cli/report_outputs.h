#pragma once
// What every command that reports shares: the finding filters, the texts and
// witness traces a report needs, the report files asked for, colour.
#include "commands.h"
#include "model/core/input_error.h"
#include "reports/finding_filter.h"
#include "reports/report.h"

namespace errata::cli {

// The filter the options ask for (--game becomes its editions); InputError on
// an unknown severity, kind, edition or game.
report::FindingFilter finding_filter(const FindingFilters& f);

// Each finding quote's path (Quote::path): where its edition's loader read the
// rulebook, so every report locates a user's rulebook where it really is.
void locate_quotes(report::Report& r);

// The rulebook of every edition the report names (its runs, findings and
// coverage), the rule text behind each failed expectation (the clauses that
// decided the step it checks); with `witness_traces`, each witness replayed
// under its editions with its steps' traces (for the HTML report).
void add_texts(report::Report& r, bool witness_traces);

// Every report file asked for, checked before the run works (a path that
// cannot be written costs nothing then): InputError naming the option.
void check_report_files(const ReportFiles& files);

// Writes every report file asked for, each atomically; "" or the first error.
std::string write_reports(const report::Report& r, const ReportFiles& files);

// Bad input that stopped a command before its report was built (an edition
// file, a reading, a baseline, a scenario folder, an option's value): every
// report file asked for written all the same, holding the error at its file,
// line and column, so that CI has a report whatever happens. The report
// paths must have been checked (check_report_files); the write error or "".
std::string report_bad_input(const std::string& command, const InputError& e, const ReportFiles& files);
// A report's run for a file refused as bad input (`label` in place of a scenario name), taking no time.
void add_bad_input_run(report::Report& r, const InputError& e, const std::string& label);

// The command's runs that are bad input, each said on standard error as a
// located line ("file:line:col: error: ..."); how many.
int say_bad_inputs(const report::Report& r);

// Seconds of wall time since errata started (a report's total time).
double seconds_since_start();

// Colour on standard output: a terminal, and NO_COLOR unset.
bool colour_stdout();

}  // namespace errata::cli
