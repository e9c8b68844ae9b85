package dev.silk.cli.project;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class NameRulesTest {
  @Test
  void ordinaryProjectNamesAreAccepted() {
    for (String name : List.of("demo", "my-app", "shop_2", "Api.Server")) {
      assertTrue(NameRules.artifactId(name).isEmpty(), name);
    }
  }

  @Test
  void aNameWithSpacesAndSymbolsGetsAHyphenatedProposal() {
    NameRules.Problem problem = NameRules.artifactId("My App!").orElseThrow();

    assertTrue(problem.message().contains("'My App!' is not a valid project name"));
    assertEquals("my-app", problem.proposal());
  }

  @Test
  void aNameStartingWithADigitLosesTheDigits() {
    assertEquals("app", NameRules.artifactId("2app").orElseThrow().proposal());
    assertEquals("my-app", NameRules.artifactId("!!!").orElseThrow().proposal());
  }

  @Test
  void aJavaKeywordIsRefusedBecauseItWouldEndThePackage() {
    NameRules.Problem problem = NameRules.artifactId("class").orElseThrow();

    assertTrue(problem.message().contains("Java keyword"), problem.message());
    assertEquals("class-app", problem.proposal());
    assertTrue(NameRules.artifactId(problem.proposal()).isEmpty());
  }

  @Test
  void packagesFollowJls61WhenFixed() {
    assertEquals(
        "com.example.new_", NameRules.packageName("com.example.new").orElseThrow().proposal());
    assertEquals("org._2shop", NameRules.packageName("org.2shop").orElseThrow().proposal());
    assertEquals("com.my_co.app", NameRules.packageName("com.my-co.app").orElseThrow().proposal());
    assertTrue(NameRules.packageName("com.example.demo").isEmpty());
  }

  @Test
  void theDefaultPackageJoinsGroupAndNameWithoutSeparators() {
    assertEquals("com.example.myapp", NameRules.defaultPackage("com.example", "my-app"));
    assertEquals("org.acme_co.shop", NameRules.defaultPackage("org.acme-co", "Shop"));
    assertTrue(NameRules.packageName(NameRules.defaultPackage("int.x", "a.b-c")).isEmpty());
  }

  @Test
  void aGroupIdWithEmptySegmentsOrSpacesIsRefused() {
    assertEquals("com.example", NameRules.groupId("com..example").orElseThrow().proposal());
    assertEquals("my_org", NameRules.groupId("my org").orElseThrow().proposal());
    assertTrue(NameRules.groupId("org.acme-co").isEmpty());
  }
}
