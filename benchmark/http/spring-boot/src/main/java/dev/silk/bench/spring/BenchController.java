package dev.silk.bench.spring;

import dev.silk.bench.data.Item;
import dev.silk.bench.data.ItemSet;
import dev.silk.bench.data.Message;
import dev.silk.bench.data.Records;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** The text and JSON cases, as a Spring MVC user writes them. */
@RestController
class BenchController {
  private static final List<Item> ITEMS = Records.items(ItemSet.LIST);

  @GetMapping("/text")
  String text() {
    return "Hello, World!";
  }

  @GetMapping("/json")
  Message json() {
    return Message.HELLO;
  }

  @GetMapping("/items")
  List<Item> items() {
    return ITEMS;
  }

  @PostMapping("/items")
  String count(@RequestBody List<Item> items) {
    return String.valueOf(items.size());
  }
}
