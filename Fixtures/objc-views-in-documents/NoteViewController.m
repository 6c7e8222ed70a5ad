#import "NoteViewController.h"
#import "BadgeLabel.h"
#import "NoteTextView.h"

@interface NoteViewController ()
@property (nonatomic, weak) IBOutlet NoteTextView *noteView;
@end

@implementation NoteViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    BadgeLabel *badge = [[BadgeLabel alloc] initWithFrame:CGRectMake(16, 16, 80, 24)];
    badge.text = @"Draft";
    [self.view addSubview:badge];
}

@end
