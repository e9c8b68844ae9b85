package dev.silk.bench.devloop;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** The app the dev-loop benchmark edits: it rewrites the returned text and waits for it. */
@SpringBootApplication
@RestController
public class GreetingApplication {
  @GetMapping(value = "/hello", produces = "text/plain")
  public String hello() {
    return "Hello from Spring";
  }

  public static void main(String[] args) {
    SpringApplication.run(GreetingApplication.class, args);
  }
}
