#import "AppDelegate.h"
#import "RulesWindowController.h"
#import "StatusItem.h"

@implementation AppDelegate

- (void)applicationDidFinishLaunching:(NSNotification *)notification {
    self.statusItem = [[StatusItem alloc] init];
    self.rulesWindowController = [[RulesWindowController alloc] initWithWindowNibName:@"Rules"];
    [self.rulesWindowController showWindow:self];
}

@end
