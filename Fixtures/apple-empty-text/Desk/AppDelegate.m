#import "AppDelegate.h"

@implementation AppDelegate

- (void)applicationDidFinishLaunching:(NSNotification *)notification {
    [self.hintField setTextColor:[NSColor secondaryLabelColor]];
    [self updateTimer];
}

- (void)updateTimer {
    NSString *remaining = [self remainingTimeString];
    [self.timerField setStringValue:remaining];
}

- (NSString *)remainingTimeString {
    return @"12:00";
}

@end
