#pragma once
// A progress bar for the long commands (props, simulate, verify, mutate), on stderr and only
// when stderr is a terminal: redirected or piped runs print nothing extra.
// The bar is drawn on a line of its own and erased before any result is
// printed (finish), so results never share its line.
#include <unistd.h>

#include <algorithm>
#include <iostream>
#include <string>

namespace errata {

class Progress {
 public:
  Progress(std::string what, long total) : what_(std::move(what)), total_(total), tty_(isatty(2) != 0) {}
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;
  ~Progress() { finish(); }

  bool shown() const { return tty_; }
  // The total grew (work found as it goes, errata mutate's mutants).
  void set_total(long total) { total_ = total; }
  void step() { update(done_ + 1); }
  // `done` of the total are done; redrawn only when the bar changes.
  void update(long done) {
    done_ = done;
    if (!tty_) return;
    const int filled = total_ > 0 ? static_cast<int>(kWidth * std::min(done_, total_) / total_) : kWidth;
    const long percent = total_ > 0 ? 100 * std::min(done_, total_) / total_ : 100;
    if (drawn_ && filled == filled_ && percent == percent_) return;
    drawn_ = true;
    filled_ = filled;
    percent_ = percent;
    std::cerr << "\r  " << what_ << " [" << std::string(static_cast<size_t>(filled), '#')
              << std::string(static_cast<size_t>(kWidth - filled), ' ') << "] " << done_ << "/" << total_ << std::flush;
  }
  // Erases the bar (call before printing the result it was showing progress for).
  void finish() {
    if (!drawn_) return;
    drawn_ = false;
    std::cerr << "\r\033[K" << std::flush;
  }

 private:
  static constexpr int kWidth = 30;
  std::string what_;
  long total_, done_ = 0;
  bool tty_;
  bool drawn_ = false;
  int filled_ = -1;
  long percent_ = -1;
};

}  // namespace errata
