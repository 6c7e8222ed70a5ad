#import "TripListViewController.h"
#import "TripNotesBar.h"
#import "TripEditorViewController.h"

@implementation TripListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];

    UILabel *summaryLabel = [[UILabel alloc] init];
    summaryLabel.textColor = [UIColor secondaryLabelColor];
    [self.view addSubview:summaryLabel];

    TripNotesBar *notesBar = [[TripNotesBar alloc] initWithFrame:CGRectZero];
    [self.view addSubview:notesBar];
}

- (void)editTrip {
    [self.navigationController pushViewController:[[TripEditorViewController alloc] init] animated:YES];
}

@end
