package dev.silk.bench.spring;

import dev.silk.bench.data.Fortune;
import dev.silk.bench.data.Fortunes;
import java.util.List;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

/** The fortunes page, rendered by Thymeleaf from the list built at start-up. */
@Controller
class FortunesController {
  private static final List<Fortune> FORTUNES = Fortunes.sorted();

  @GetMapping("/fortunes")
  String fortunes(Model model) {
    model.addAttribute("fortunes", FORTUNES);
    return "fortunes";
  }
}
