#import "RulesWindowController.h"
#import "PathsWindowController.h"

@implementation RulesWindowController

- (IBAction)showPaths:(id)sender {
    self.pathsWindowController = [[PathsWindowController alloc] initWithWindowNibName:@"Paths"];
    [self.window beginSheet:self.pathsWindowController.window completionHandler:^(NSModalResponse returnCode) {
        self.pathsWindowController = nil;
    }];
}

@end
