#import "AboutWindowController.h"

@implementation AboutWindowController

- (instancetype)init {
    return [super initWithWindowNibName:@"AboutWindow"];
}

- (void)windowDidLoad {
    [super windowDidLoad];
    if (@available(macOS 11.0, *)) {
        [self.betaLabel removeFromSuperview];
    }
    [self resetCredits];
}

- (void)resetCredits {
    if ([[NSUserDefaults standardUserDefaults] boolForKey:@"compactCredits"]) {
        [self.creditsStack.arrangedSubviews makeObjectsPerformSelector:@selector(removeFromSuperview)];
    } else {
        for (NSView *credit in self.creditsStack.arrangedSubviews) {
            [credit removeFromSuperview];
        }
    }
    for (NSView *badge in _badgeBox.subviews) {
        [badge removeFromSuperview];
    }
    [self.creditsStack addArrangedSubview:[NSTextField labelWithString:@"Ada"]];
}

@end
